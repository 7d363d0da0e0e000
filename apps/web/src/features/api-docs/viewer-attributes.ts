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
