"""The original stack's reading of filter parameters, for checking the differential test's oracle (not the server).

Reads JSON lines {"filters": [[param, kind], ...], "query": "<raw query string>"} on stdin; for each, builds a
django-filter FilterSet of those filters (the classes the original's FilterSets get for such fields: NumberFilter,
a BaseRangeFilter over NumberFilter, CharFilter, ChoiceFilter, BooleanFilter with BooleanWidget, DateFilter, a
BaseRangeFilter over IsoDateTimeFilter, and for the extensions a BaseInFilter / filter over forms.IntegerField),
binds it to Django's QueryDict of the query, and prints one JSON line: {"errors": {param: [messages]}} or
{"applied": {param: norm}} with the cleaned values written as the oracle writes them; plus DRF's links to page 2
and to page 1 for the request, and its reading of `page` (int()) and `page_size`.

Needs Django 3.2, django-filter 23 and DRF (Debian: python3-django-filters python3-djangorestframework).
Flags: "l10n" reads dates as USE_L10N = True with en-us does (no month names); "django-numbers" writes a number as
int() truncates it (else as query-params.md reads it: an integer, or "none" for one no 64-bit integer equals).
"""
import datetime
import json
import sys

import django
from django.conf import settings

settings.configure(
    USE_TZ=True, TIME_ZONE="UTC", USE_I18N=True, LANGUAGE_CODE="en-us",
    USE_L10N="l10n" in sys.argv[1:],
    INSTALLED_APPS=["django_filters"], DATA_UPLOAD_MAX_NUMBER_FIELDS=None,
)
django.setup()

from decimal import Decimal  # noqa: E402

import django_filters as df  # noqa: E402
from django import forms  # noqa: E402
from django.http import QueryDict  # noqa: E402
from django_filters.constants import EMPTY_VALUES  # noqa: E402
from django_filters.widgets import BooleanWidget  # noqa: E402
from rest_framework.pagination import _positive_int  # noqa: E402
from rest_framework.utils.urls import remove_query_param, replace_query_param  # noqa: E402


class NumberRangeFilter(df.BaseRangeFilter, df.NumberFilter):
    pass


class IsoDateTimeRangeFilter(df.BaseRangeFilter, df.IsoDateTimeFilter):
    pass


class IntegerFilter(df.Filter):
    field_class = forms.IntegerField


class IntegerInFilter(df.BaseInFilter, IntegerFilter):
    pass


class NoQueryset:
    """Stands in for a queryset: only the form is used."""
    model = None


TAGS = ["TRS", "DSP", "SSP", "IFR", "UND"]
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def make(kind):
    return {
        "number": lambda: df.NumberFilter(field_name="x", label="x"),
        "range": lambda: NumberRangeFilter(field_name="x", label="x", lookup_expr="range"),
        "text": lambda: df.CharFilter(field_name="x", label="x"),
        "choice": lambda: df.ChoiceFilter(field_name="x", label="x", choices=[(t, t) for t in TAGS]),
        "bool": lambda: df.BooleanFilter(field_name="x", label="x", widget=BooleanWidget),
        "date": lambda: df.DateFilter(field_name="x", label="x", lookup_expr="date"),
        "datetime-range": lambda: IsoDateTimeRangeFilter(field_name="x", label="x", lookup_expr="range"),
        "ids": lambda: IntegerInFilter(field_name="x", label="x"),
        "year": lambda: IntegerFilter(field_name="x", label="x"),
    }[kind]()


def norm_number(v):
    if v is None:
        return "null"
    if "django-numbers" in sys.argv[1:]:
        return str(int(v))
    if v.adjusted() >= 19 or v != v.to_integral_value():
        return "none"
    i = int(v)
    return str(i) if -(2 ** 63) <= i < 2 ** 63 else "none"


def norm_dt(v):
    if v is None:
        return "null"
    return str((v - EPOCH) // datetime.timedelta(microseconds=1))


def norm(kind, v):
    if kind == "number":
        return norm_number(v)
    if kind == "range":
        return "|".join(norm_number(x) for x in v)
    if kind in ("text", "choice"):
        return v
    if kind == "bool":
        return "true" if v else "false"
    if kind == "date":
        return str((v - datetime.date(1970, 1, 1)).days)
    if kind == "datetime-range":
        return "|".join(norm_dt(x) for x in v)
    if kind == "ids":
        return ",".join(str(i) for i in sorted({x for x in v if x is not None}))
    if kind == "year":
        return str(v)
    raise ValueError(kind)


def applies(kind, v):
    if v in EMPTY_VALUES:
        return False
    if kind == "choice" and v == "null":
        return False
    return True


CLASSES = {}

for line in sys.stdin:
    job = json.loads(line)
    key = json.dumps(job["filters"])
    FS = CLASSES.get(key)
    if FS is None:
        FS = CLASSES[key] = type("FS", (df.FilterSet,), {name: make(kind) for name, kind in job["filters"]})
    fs = FS(data=QueryDict(job["query"]), queryset=NoQueryset())
    if not fs.is_valid():
        out = {"errors": {k: [str(m) for m in v] for k, v in fs.errors.items()}}
    else:
        kinds = dict(job["filters"])
        data = fs.form.cleaned_data
        out = {"applied": {k: norm(kinds[k], v) for k, v in data.items() if applies(kinds[k], v)}}
    # DRF's page links for this request, and its reading of page and page_size.
    uri = "http://testserver/api/x/?" + job["query"]
    out["links"] = [replace_query_param(uri, "page", 2), remove_query_param(uri, "page")]
    page = fs.data.get("page", "1")
    try:
        out["page"] = "last" if page == "last" else str(int(page))
    except ValueError:
        out["page"] = "invalid"
    try:
        out["page_size"] = _positive_int(fs.data["page_size"], strict=True, cutoff=100)
    except (KeyError, ValueError):
        out["page_size"] = 50
    print(json.dumps(out), flush=True)
