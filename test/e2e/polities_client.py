"""The official client's way through core/polities, stdlib only: requests {base}/api/core/polities without the
trailing slash, follows the redirect and every `next` link, and stops at the first 404 or a null `next`.
Prints one JSON object: {"count": <count of the first page>, "pages": <pages read>, "records": [every record seen]}."""
import json
import sys
import urllib.error
import urllib.request

url, count, pages, records = f"{sys.argv[1]}/api/core/polities", None, 0, []
while url:
    try:
        with urllib.request.urlopen(url, timeout=30) as res:
            assert res.headers["Content-Type"] == "application/json", res.headers["Content-Type"]
            body = json.load(res)
    except urllib.error.HTTPError as err:
        if err.code == 404:
            break
        raise
    pages += 1
    if count is None:
        count = body["count"]
    records.extend(body["results"])
    url = body["next"]
print(json.dumps({"count": count, "pages": pages, "records": records}))
