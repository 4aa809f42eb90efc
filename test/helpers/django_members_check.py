"""The original stack's reading of a many-to-many filter, for checking the catalogue oracle's (not the server).

Builds, in an in-memory database, a Polity table holding the ids given on the first stdin line ({"polities": [...]})
and a model with a many-to-many field to it, and a django-filter FilterSet declaring that field with ["exact"] as
the original's filters/ec.py does (a ModelMultipleChoiceFilter over every polity). Then reads JSON lines
{"query": "<raw query string>"} and prints one JSON line each: {"errors": {param: [messages]}} or {"applied": [ids]}
(the polity ids of the cleaned value, sorted), or {"overflow": true} where SQLite cannot bind an integer that large
(PostgreSQL, the original's database, finds no such polity: 'Select a valid choice').

Needs Django 3.2 and django-filter 23 (Debian: python3-django python3-django-filters).
"""
import json
import sys

import django
from django.conf import settings

settings.configure(
    USE_TZ=True, TIME_ZONE="UTC", USE_I18N=True, LANGUAGE_CODE="en-us",
    INSTALLED_APPS=["django.contrib.contenttypes", "django_filters"],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
)
django.setup()

import django_filters as df  # noqa: E402
from django.db import connection, models  # noqa: E402
from django.http import QueryDict  # noqa: E402


class Polity(models.Model):
    class Meta:
        app_label = "check"


class Lux(models.Model):
    place_of_provenance_pol = models.ManyToManyField(Polity, blank=True)

    class Meta:
        app_label = "check"


class LuxFilter(df.FilterSet):
    class Meta:
        model = Lux
        fields = {"place_of_provenance_pol": ["exact"]}


with connection.schema_editor() as editor:
    editor.create_model(Polity)
    editor.create_model(Lux)

first = json.loads(sys.stdin.readline())
Polity.objects.bulk_create([Polity(id=i) for i in first["polities"]])

for line in sys.stdin:
    job = json.loads(line)
    f = LuxFilter(QueryDict(job["query"]), queryset=Lux.objects.all())
    try:
        if f.is_valid():
            value = f.form.cleaned_data["place_of_provenance_pol"]
            out = {"applied": sorted(p.id for p in value)}
        else:
            out = {"errors": {k: list(v) for k, v in f.errors.items()}}
    except OverflowError:
        out = {"overflow": True}
    print(json.dumps(out, ensure_ascii=False), flush=True)
