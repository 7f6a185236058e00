/**
 * How many toolbar items, taken in order, fit in `available` pixels. When all of them fit no overflow
 * button is needed; otherwise `reserve` pixels are kept free for the "More tools" button.
 */
export function fitToolbarItems(itemWidths: number[], available: number, reserve: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  const room = available - reserve;
  let used = 0;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > room) break;
    used += width;
    count += 1;
  }
  return count;
}
