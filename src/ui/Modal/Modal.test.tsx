// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Modal } from './Modal';

function Harness({ closeDisabled = false, onClose }: { closeDisabled?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        closeDisabled={closeDisabled}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Cancel appointment"
        footer={<button type="button">Confirm</button>}
      >
        <p>Body text</p>
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') as HTMLDialogElement };
}

describe('Modal', () => {
  it('opens with showModal, is labelled by its title and has header, body and footer', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithI18n(<Harness />);
    const { dialog } = openModal();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Cancel appointment' })).toBe(dialog);
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    showModal.mockRestore();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const { dialog } = openModal();
    fireEvent.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('ignores a press that starts inside and ends on the backdrop', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const { dialog } = openModal();
    fireEvent.mouseDown(screen.getByText('Body text'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Esc and on the native cancel event', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    let { dialog } = openModal();
    fireEvent.keyDown(screen.getByLabelText('Reason'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);

    ({ dialog } = openModal());
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes with the close button', () => {
    renderWithI18n(<Harness />);
    const { dialog } = openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
  });

  it('stays open on backdrop click, Esc and cancel when closeDisabled', () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness closeDisabled onClose={onClose} />);
    const { dialog } = openModal();
    fireEvent.click(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('re-opens if the platform force-closes a closeDisabled modal', () => {
    renderWithI18n(<Harness closeDisabled />);
    const { dialog } = openModal();
    dialog.close();
    expect(dialog.open).toBe(true);
  });

  it('locks page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    renderWithI18n(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('restores scroll when unmounted while open', () => {
    const { unmount } = renderWithI18n(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('returns focus to the opener when it closes', () => {
    renderWithI18n(<Harness />);
    const { opener } = openModal();
    screen.getByLabelText('Reason').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('wraps Tab focus inside the dialog', () => {
    renderWithI18n(<Harness />);
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('focuses the element marked data-autofocus when it opens', () => {
    renderWithI18n(
      <Modal open onClose={() => {}} title="Reason">
        <input aria-label="First" />
        <input aria-label="Comment" data-autofocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Comment'));
  });
});
