import { useState } from 'react';
import { Button } from '../common/Button';
import { useT } from '../i18n/I18nProvider';

interface SettleActionsProps {
  readonly title: string;
  readonly text: string;
}

type Shared = 'shared' | 'copied' | 'cancelled' | 'failed';

async function copy(text: string): Promise<Shared> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The share sheet where the browser has one, else the clipboard. */
async function shareText(title: string, text: string): Promise<Shared> {
  if (typeof navigator.share !== 'function') return copy(text);
  try {
    await navigator.share({ title, text });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    return copy(text);
  }
}

/** Share (or copy) the settle-up as text, and print it; hidden on paper. */
export function SettleActions({ title, text }: SettleActionsProps) {
  const s = useT().settle;
  const [message, setMessage] = useState('');
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    const shared = await shareText(title, text);
    setMessage(shared === 'copied' ? s.copied : shared === 'failed' ? s.shareFailed : '');
  };
  return (
    <nav aria-label={s.actions} className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button className="flex-1" onClick={() => void share()}>
          {canShare ? s.share : s.copy}
        </Button>
        <Button className="flex-1" onClick={() => window.print()}>
          {s.print}
        </Button>
      </div>
      <p role="status">{message}</p>
    </nav>
  );
}
