/** happy-dom has no FontFaceSet; Mantine's autosizing Textarea and the channel strip listen to `document.fonts`. */
export function stubFontFaceSet(): void {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
