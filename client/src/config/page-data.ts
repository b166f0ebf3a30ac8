// Names shared by the server's page renderer and the browser's start-up.

/** id of the <script type="application/json"> holding a server-rendered page's Apollo cache. */
export const APOLLO_STATE_ID = 'apollo-state';
