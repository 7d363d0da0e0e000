import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import 'rapidoc';
import { useEffect, useRef } from 'react';
import type { OpenApiDocument } from './openapi-document';
import { methodColors, viewerAttributes } from './viewer-attributes';

/** Below this width the side navigation would squeeze the operations: show them as one list instead. */
const NARROW_BELOW = 860;

/** The element RapiDoc registers; loadSpec takes a URL or an already parsed document. */
interface RapiDocElement extends HTMLElement {
  loadSpec(spec: OpenApiDocument): Promise<void>;
}

/**
 * The interactive reference, rendered by RapiDoc bundled into this chunk (loaded lazily). Nothing comes
 * from another site: its web font download is switched off and it uses the app's own fonts.
 */
export default function OpenApiViewer({ document: spec }: { document: OpenApiDocument }) {
  const { ref: frame, width } = useElementSize<HTMLDivElement>();
  const host = useRef<HTMLDivElement>(null);
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  // The page may sit between the app's sidebars: pick the layout by the space the reference really has.
  const measured = width > 0;
  const narrow = width < NARROW_BELOW;

  useEffect(() => {
    const container = host.current;
    if (!container || !measured) return;
    const element = window.document.createElement('rapi-doc') as RapiDocElement;
    const attributes = viewerAttributes({
      scheme,
      regularFont: theme.fontFamily ?? 'sans-serif',
      monoFont: theme.fontFamilyMonospace ?? 'monospace',
      primaryColor: theme.colors[theme.primaryColor]?.[7] ?? '#1c7ed6',
      narrow,
    });
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    for (const [name, value] of Object.entries(methodColors(scheme))) element.style.setProperty(name, value);
    element.style.height = '100%';
    element.style.width = '100%';
    container.replaceChildren(element);
    // Its scrolling reference must be reachable by keyboard to be scrolled (RapiDoc gives it tabindex -1).
    void element.loadSpec(spec).then(() => {
      element.shadowRoot?.querySelector('.main-content')?.setAttribute('tabindex', '0');
    });
    return () => element.remove();
  }, [spec, theme, scheme, narrow, measured]);

  return (
    <div ref={frame} style={{ height: '100%', width: '100%' }}>
      <div ref={host} data-testid="openapi-viewer" style={{ height: '100%', width: '100%' }} />
    </div>
  );
}
