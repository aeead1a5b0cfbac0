// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ChoiceGroup } from '../../../src/ui/common/ChoiceGroup';
import { ConfirmDialog } from '../../../src/ui/common/ConfirmDialog';
import { German } from '../../support/i18n';

function renderDialog(open: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open={open}
      title="Delete deal 3?"
      message="The later deals move up."
      confirmLabel="Delete deal"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  test('a dialog named by its title and described by its message', () => {
    renderDialog(true);
    const dialog = screen.getByRole('dialog', { name: 'Delete deal 3?' });
    expect(dialog).toHaveAccessibleDescription('The later deals move up.');
  });

  test('confirm and cancel each call their handler only', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog(true);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete deal' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('Escape (the dialog cancel event) cancels', () => {
    const { onCancel, onConfirm } = renderDialog(true);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('nothing is rendered while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ChoiceGroup', () => {
  test('radio buttons in a named group; choosing one reports its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ChoiceGroup
        legend="List"
        name="list"
        choices={[
          { value: 'seeger-fabian', label: 'Seeger-Fabian' },
          { value: 'plain', label: 'Plain list' },
        ]}
        value="seeger-fabian"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'List' });
    expect(within(group).getByRole('radio', { name: 'Seeger-Fabian' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Plain list' }));
    expect(onChange).toHaveBeenCalledWith('plain');
  });
});

describe('ConfirmDialog in German', () => {
  test('the cancel button says Abbrechen', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Spiel 3 löschen?"
        message="Die späteren Spiele rücken nach."
        confirmLabel="Spiel löschen"
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
      { wrapper: German },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
