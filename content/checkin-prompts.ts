/** One daily check-in prompt per weekday, Sunday first (Date#getUTCDay order). */
export const checkinPrompts: readonly [string, string, string, string, string, string, string] = [
  'What is one thing you created or learned this week that you are proud of?',
  'What creative intention are you setting for this week?',
  'What is one small step you can take today to move your work forward?',
  'What sparked your curiosity or inspiration today?',
  'Where did you feel resistance today, and what might be beneath it?',
  'Who or what supported your creativity this week?',
  'How will you rest and refill your creative well this weekend?',
];
