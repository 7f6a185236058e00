// The URLs document HTML may point at. A leaf: the allow-list and the attribute checks both read it.

/** Path under which uploaded assets are served; images may come only from here. */
export const ASSET_URL_PREFIX = '/api/docs/assets/';

/** URL schemes a link may use. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
