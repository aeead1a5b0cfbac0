// The printouts' table cells (the sheet's print view, the night's lists, the season table):
// black lines and no shading on paper.
export const CELL = 'border border-stone-300 px-2 py-1 dark:border-stone-600 print:border-black';
export const NUMBER_CELL = `${CELL} text-right tabular-nums`;
export const HEAD_CELL = `${CELL} bg-stone-100 text-left font-semibold dark:bg-stone-800 print:bg-white`;
/** Each list starts a new page on paper. */
export const PRINT_PAGE = 'flex flex-col gap-2 print:break-before-page';
