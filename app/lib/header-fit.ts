/*
 * Whether the header's navigation fits on one line beside the logo. Breakpoints in rem
 * follow the browser's text size, but not its minimum font size, which can make every
 * label twice as wide as the layout planned: then the header switches to the menu
 * button and drawer, as on narrower screens (app/browser/use-header-fit.ts measures).
 */

export interface HeaderMeasures {
  /** Height of the navigation's list, and of one of its entries: taller means it wrapped. */
  listHeight: number;
  entryHeight: number;
  /** The header row's content width, and the width it has. */
  rowScrollWidth: number;
  rowWidth: number;
}

export function navFits({ listHeight, entryHeight, rowScrollWidth, rowWidth }: HeaderMeasures): boolean {
  return listHeight <= entryHeight * 1.5 && rowScrollWidth <= rowWidth + 1;
}
