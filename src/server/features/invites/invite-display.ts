/** How a creator is named to others: their name, or their email while they have none. */
export function displayNameOf(person: { name: string | null; email: string }): string {
  return singleLine(person.name ?? '') || person.email;
}

/** Names go into subjects and greetings: no line breaks that could forge another line. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
