import { screen, within } from '@testing-library/react';

/**
 * The standings (or any table region) as the players read them: one text per row below the
 * header, once the region named `name` has appeared.
 */
export async function standingsTexts(name: string): Promise<(string | null)[]> {
  const region = await screen.findByRole('region', { name });
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}
