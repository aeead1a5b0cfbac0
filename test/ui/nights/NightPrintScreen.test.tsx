// @vitest-environment jsdom
// The printouts' screen: the night read once through its adapter (mocked here: the club's
// reading is the feed's, tested with it), then laid out; a missing login or a failed read said.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { provideAnalysis } from '../../../src/domain/fold-log';
import { analysis } from '../../../src/domain/concurrency';
import { fail, ok } from '../../../src/domain/result';
import { NightPrintScreen } from '../../../src/ui/nights/print/NightPrintScreen';
import { English, German } from '../../support/i18n';
import { KEY, nightPrintOf } from './night-fixture';

const read = vi.hoisted(() => ({ readNightPrint: vi.fn() }));
vi.mock('../../../src/ui/nights/print/night-print-data', () => read);

provideAnalysis(analysis);

const LOGIN = { server: 'http://127.0.0.1:6185/club', name: 'director' };

beforeEach(() => localStorage.setItem('skat-club-login', JSON.stringify(LOGIN)));
afterEach(() => {
  localStorage.clear();
  read.readNightPrint.mockReset();
});

describe('the printouts screen', () => {
  test('reads the night with the club login and shows it for print', async () => {
    read.readNightPrint.mockResolvedValue(ok(nightPrintOf()));
    const back = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<NightPrintScreen nightKey={KEY} onBack={back} />, { wrapper: English });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubabend' })).toBeVisible();
    expect(read.readNightPrint).toHaveBeenCalledWith(LOGIN, KEY);
    expect(screen.getByRole('table', { name: 'Result list Clubabend' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the night' }));
    expect(back).toHaveBeenCalledOnce();
  });

  test('without a club login it says so and reads nothing', async () => {
    localStorage.clear();
    render(<NightPrintScreen nightKey={KEY} onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Log in to the club (Settings › Club) to print a night.',
    );
    expect(read.readNightPrint).not.toHaveBeenCalled();
  });

  test('a failed read is said in words (German)', async () => {
    read.readNightPrint.mockResolvedValue(fail(['offline']));
    render(<NightPrintScreen nightKey={KEY} onBack={() => {}} />, { wrapper: German });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Abend ließ sich nicht lesen: keine Antwort vom Vereinsserver',
    );
    expect(screen.getByRole('button', { name: 'Zurück zum Abend' })).toBeVisible();
  });

  test('a night without a plan has nothing to print', async () => {
    read.readNightPrint.mockResolvedValue(ok(null));
    render(<NightPrintScreen nightKey={KEY} onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This night has no plan yet: nothing to print.',
    );
  });
});
