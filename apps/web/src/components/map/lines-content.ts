/** The content of a map popup or tooltip: the first line bold, the others below it. */
export function linesContent(lines: readonly string[]): HTMLElement {
  const content = document.createElement('div');
  lines.forEach((line, index) => {
    const row = document.createElement(index === 0 ? 'strong' : 'div');
    row.textContent = line;
    content.append(row);
  });
  return content;
}
