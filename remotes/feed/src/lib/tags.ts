/** Tags as the content form takes them (spec part 1 §5): comma separated, trimmed, empty ones dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}
