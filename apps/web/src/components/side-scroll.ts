/** Whether a box scrolled sideways hides content past its right edge (a pixel of rounding allowed). */
export function hidesMoreToTheRight(box: { scrollLeft: number; clientWidth: number; scrollWidth: number }): boolean {
  return box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
}
