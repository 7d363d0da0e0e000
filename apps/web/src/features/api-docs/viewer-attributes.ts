interface ViewerLook {
  scheme: 'light' | 'dark';
  regularFont: string;
  monoFont: string;
  primaryColor: string;
  /** Too narrow for the side navigation: one list of operations instead. */
  narrow: boolean;
}

/** The attributes of RapiDoc's <rapi-doc> element: the app's fonts and colours, nothing loaded from elsewhere. */
export function viewerAttributes({ scheme, regularFont, monoFont, primaryColor, narrow }: ViewerLook) {
  return {
    'load-fonts': 'false',
    'regular-font': regularFont,
    'mono-font': monoFont,
    theme: scheme,
    'primary-color': primaryColor,
    'bg-color': scheme === 'dark' ? '#1a1b1e' : '#ffffff',
    'nav-bg-color': scheme === 'dark' ? '#25262b' : '#f8f9fa',
    'nav-text-color': scheme === 'dark' ? '#c1c2c5' : '#343a40',
    'show-header': 'false',
    'show-side-nav': narrow ? 'false' : 'true',
    'render-style': narrow ? 'view' : 'focused',
    layout: 'column',
    'update-route': 'false',
    'use-path-in-nav-bar': 'true',
    // 'as-colored-block' cuts every method to three letters (POS, DEL, PAT); the text shows it whole.
    'show-method-in-nav-bar': 'as-colored-text',
    'allow-spec-url-load': 'false',
    'allow-spec-file-load': 'false',
    'allow-server-selection': 'false',
    'fetch-credentials': 'same-origin',
    'schema-description-expanded': 'true',
    'default-schema-tab': 'schema',
    'info-description-headings-in-navbar': 'false',
  } satisfies Record<string, string>;
}

/**
 * The navigation's method names (GET, POST, ...) in shades that reach 4.5:1 on its light background;
 * RapiDoc's own are 2:1 to 3:1. Set as custom properties on the element, they win over its defaults.
 */
export function methodColors(scheme: 'light' | 'dark'): Record<string, string> {
  if (scheme === 'dark') return {};
  return {
    '--nav-get-color': '#1864ab',
    '--nav-post-color': '#237032',
    '--nav-put-color': '#b8400d',
    '--nav-delete-color': '#c92a2a',
    '--nav-head-color': '#5c636a',
  };
}
