/** happy-dom has no FontFaceSet, and Mantine's autosizing Textarea listens to `document.fonts`. */
export function stubFontFaceSet(): void {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
