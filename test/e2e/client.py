"""A stand-in for the official Python client, stdlib only: requests /api/<app>/<collection> without the
trailing slash, follows the redirect and every `next` link, and stops at the first 404 or a null `next`.
Prints one JSON line: {path: [count, records seen, unique ids]}."""
import json
import sys
import urllib.error
import urllib.request

base = sys.argv[1]
out = {}
for path in sys.argv[2:]:
    url, seen, count = f"{base}/api/{path}", [], None
    while url:
        try:
            with urllib.request.urlopen(url) as res:
                assert res.headers["Content-Type"] == "application/json", res.headers["Content-Type"]
                body = json.load(res)
        except urllib.error.HTTPError as err:
            if err.code == 404:
                break
            raise
        count = body["count"]
        seen.extend(r["id"] for r in body["results"])
        url = body["next"]
    out[path] = [count, len(seen), len(set(seen))]
print(json.dumps(out))
