"""Opens a served render-list site that Pagefind indexed in Chromium (through Playwright),
imports /pagefind/pagefind.js, searches each word given and prints, as one JSON object on
standard output, every word's result count and first result's URL, and the index's filters.
Usage: python3 pagefind_search.py URL CHROMIUM WORD..."""
import json
import sys

from playwright.sync_api import sync_playwright

url, chromium, words = sys.argv[1], sys.argv[2], sys.argv[3:]
SEARCH = """async (words) => {
    const pagefind = await import("/pagefind/pagefind.js");
    const found = {};
    for (const word of words) {
        const search = await pagefind.search(word);
        const first = search.results.length ? await search.results[0].data() : null;
        found[word] = {count: search.results.length, url: first ? first.url : null};
    }
    return {found, filters: await pagefind.filters()};
}"""
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    page = browser.new_page()
    page.goto(url)
    print(json.dumps(page.evaluate(SEARCH, words)))
    browser.close()
