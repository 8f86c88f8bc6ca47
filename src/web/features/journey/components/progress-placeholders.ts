/** The grey blocks a journey screen shows while its first progress is on its way: the hero card, then a card. */
export const progressPlaceholders = ['h-44', 'h-32'];
