// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../test-utils';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'profile', label: 'Profile', content: <p>Profile info</p> },
  { id: 'location', label: 'Location', content: <p>Clinic map</p> },
  { id: 'feed', label: 'Health feed', content: <p>Posts</p>, disabled: true },
  { id: 'reviews', label: 'Reviews', content: <p>All reviews</p> },
];

const selectedName = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  it('wires tablist, tabs and the panel with a roving tabindex', () => {
    renderWithI18n(<Tabs items={items} aria-label="Doctor profile" />);
    expect(screen.getByRole('tablist', { name: 'Doctor profile' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel.textContent).toBe('Profile info');
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves selection and focus with arrow keys, skipping disabled tabs and wrapping', () => {
    const onChange = vi.fn();
    renderWithI18n(<Tabs items={items} aria-label="Doctor" onChange={onChange} />);
    const profile = screen.getByRole('tab', { name: 'Profile' });
    profile.focus();
    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    expect(selectedName()).toBe('Location');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Location' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selectedName()).toBe('Reviews');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(selectedName()).toBe('Profile');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(selectedName()).toBe('Reviews');
    expect(screen.getByRole('tabpanel').textContent).toBe('All reviews');
    expect(onChange.mock.calls.map((call) => call[0])).toEqual(['location', 'reviews', 'profile', 'reviews']);
  });

  it('supports Home and End', () => {
    renderWithI18n(<Tabs items={items} aria-label="Doctor" defaultValue="location" />);
    const location = screen.getByRole('tab', { name: 'Location' });
    fireEvent.keyDown(location, { key: 'End' });
    expect(selectedName()).toBe('Reviews');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(selectedName()).toBe('Profile');
  });

  it('can be controlled', () => {
    function Controlled() {
      const [tab, setTab] = useState('reviews');
      return (
        <>
          <Tabs items={items} aria-label="Doctor" value={tab} onChange={setTab} />
          <output>{tab}</output>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    expect(selectedName()).toBe('Reviews');
    fireEvent.click(screen.getByRole('tab', { name: 'Location' }));
    expect(screen.getByRole('status').textContent).toBe('location');
    expect(selectedName()).toBe('Location');
  });

  it('stays on the controlled value if the owner ignores the change', () => {
    renderWithI18n(<Tabs items={items} aria-label="Doctor" value="profile" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Location' }));
    expect(selectedName()).toBe('Profile');
  });

  it('falls back to the first enabled tab for an unknown or disabled value', () => {
    renderWithI18n(<Tabs items={items} aria-label="Doctor" defaultValue="feed" />);
    expect(selectedName()).toBe('Profile');
    expect(screen.getByRole('tab', { name: 'Profile' }).tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').textContent).toBe('Profile info');
  });

  it('marks the edge where tabs are cut off, so the strip shows that it scrolls', () => {
    // jsdom lays nothing out: a strip 300 px wide holding 480 px of tabs, scrolled by `offset`.
    let offset = 0;
    const proto = HTMLElement.prototype;
    const saved = ['scrollWidth', 'clientWidth', 'scrollLeft'].map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)] as const);
    Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => 480 });
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 300 });
    Object.defineProperty(proto, 'scrollLeft', { configurable: true, get: () => offset, set: (value: number) => { offset = value; } });
    try {
      renderWithI18n(<Tabs items={items} aria-label="Doctor" />);
      const list = screen.getByRole('tablist');
      expect(list.dataset['more']).toBe('end');
      offset = 90;
      fireEvent.scroll(list);
      expect(list.dataset['more']).toBe('both');
      offset = 180;
      fireEvent.scroll(list);
      expect(list.dataset['more']).toBe('start');
    } finally {
      for (const [key] of saved) delete (proto as unknown as Record<string, unknown>)[key];
    }
  });
});
