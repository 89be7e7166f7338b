/**
 * The portal's origin. The server refuses a signed-in write without a same-origin `Origin` header,
 * which a browser always sends; Playwright's API clients do not, so they send it themselves.
 */
export const PORTAL_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Headers of an API client acting as the web app in the browser would. */
export const sameOrigin = () => ({ origin: PORTAL_ORIGIN });
