// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@/app/test-router';
import { ProfilePicture } from './ProfilePicture';

afterEach(() => vi.unstubAllGlobals());

function choose(file: File) {
  fireEvent.change(screen.getByTestId('profile-picture-input'), { target: { files: [file] } });
}

describe('ProfilePicture', () => {
  it('refuses a picture over 3 MB and a gif before uploading, with the spec messages', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await renderWithRouter(<ProfilePicture uid="u1" name="Maya Gurung" pictureUrl={null} />);
    choose(new File([new Uint8Array(4 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Image size should be less than 3MB.');
    choose(new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid file type. Please upload jpg, jpeg, or png image files.');
    choose(new File(['x'], 'photo.png', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid file type. Please upload jpg, jpeg, or png image files.');
    expect(fetchSpy).not.toHaveBeenCalled();
    // No picture: the initials fallback and no Remove button.
    expect(screen.getByRole('img', { name: 'Maya Gurung' }).getAttribute('data-avatar')).toBe('fallback');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });
});
