/**
 * Saves a text file through the browser's download. A backup is a file to keep, so it is always
 * downloaded rather than shared: the share sheet would also need the tap's user activation,
 * which the wait for the database has used up.
 */
export function downloadTextFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut the download short in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
