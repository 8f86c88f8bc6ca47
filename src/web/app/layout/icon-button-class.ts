/** The round header button, shared by the painted look-alike and the loaded popover trigger. */
export const iconButtonClass =
  'flex size-11 items-center justify-center rounded-full text-ink hover:bg-ember-50';
