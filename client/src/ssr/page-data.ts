// Names shared by the server's page renderer and the browser's start-up.

/** id of the <script type="application/json"> holding a server-rendered page's Apollo cache. */
export const APOLLO_STATE_ID = 'apollo-state';

/**
 * id of the <script type="application/json"> holding the words of the page (the compiled
 * catalogues it read, by name, in its language): data that comes with the page, like its Apollo
 * cache, instead of scripts fetched before the page can start.
 */
export const PAGE_MESSAGES_ID = 'page-messages';

/**
 * Attribute of the <style> elements holding a server-rendered page's styles; its value lists the
 * Emotion style ids they contain, so the browser's style cache knows not to insert them again.
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/**
 * Attribute of an empty <style> element listing the Emotion style ids the server's render made
 * only on the way to a composed class (a styled(Paper)'s own rules, merged into the Paper's):
 * no element of the page uses them, so the browser skips them while it adopts the page.
 */
export const COMPOSED_STYLES_ATTRIBUTE = 'data-composed-styles';
