/**
 * How wide the header's row and the page below it are, so both line up: a
 * phone's column, wider on a laptop (the dashboard's two columns the widest),
 * and the staff console as wide as the window.
 */
export const contentWidthClasses = {
  column: 'max-w-2xl lg:max-w-3xl',
  dashboard: 'max-w-2xl lg:max-w-5xl',
  full: 'lg:px-8',
} as const;

export type ContentWidth = keyof typeof contentWidthClasses;
