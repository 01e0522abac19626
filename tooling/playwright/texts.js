// What a person sees of a page, for tests that check its language: every visible text node and
// every aria-label, placeholder and title.

/** @param {import('@playwright/test').Page} page */
export function visibleTexts(page) {
  return page.evaluate(() => {
    const texts = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (parent && text && parent.checkVisibility()) texts.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/**
 * The page's texts that are a text of the reference language (`reference`, English) and no text of
 * the chosen one (`own`): words left behind in the wrong language. A label with a count
 * ("Free (6)") or a trailing colon is checked without them too. `allowed` lists words that are
 * right in every language (brand names). Also answers how many of the page's texts are the chosen
 * language's, so a test can make sure the page rendered at all.
 *
 * @param {import('@playwright/test').Page} page
 * @param {{ reference: Set<string>, own: Set<string>, allowed?: Set<string> }} dictionaries
 */
export async function leftoverTexts(page, { reference, own, allowed = new Set() }) {
  const texts = await visibleTexts(page);
  const forms = (text) => [text, text.replace(/\s*\(\d+\)$/, ''), text.replace(/\s*:$/, '')];
  return {
    ownCount: texts.filter((text) => own.has(text)).length,
    leftovers: texts.filter((text) =>
      forms(text).some((form) => reference.has(form) && !own.has(form) && !allowed.has(form)),
    ),
  };
}
