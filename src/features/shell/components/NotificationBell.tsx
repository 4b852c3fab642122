import type { NotificationsSlot } from '../types';
import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnreadCount } from '../api/get-unread-notifications';
import { usePopup } from '@/lib/hooks/use-popup';
import { Icon } from './Icon';
import * as icons from './icons';
import * as s from './AccountArea.css';

/**
 * The notification bell (signed in only): the unread count from the server as a badge, hidden at 0.
 * The panel's list comes from the notifications feature through `panel`; without it, a short summary.
 */
export function NotificationBell({ uid, panel }: { uid: string; panel?: NotificationsSlot }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const popup = usePopup();
  const { open, close } = popup;
  const unread = useUnreadCount(uid).data ?? 0;

  return (
    <div ref={popup.root} className={s.popRoot}>
      <button
        type="button"
        className={s.iconButton}
        aria-controls={`${id}-panel`}
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        /* oxlint-disable-next-line react/refs -- popup.button carries the button's ref object to its ref prop; nothing reads .current in render */
        {...popup.button}
      >
        <Icon d={icons.bell} />
        {unread > 0 ? (
          <span className={s.badge} aria-hidden="true" data-testid="unread-badge">
            {unread > 99 ? `${i18n.number(99)}+` : i18n.number(unread)}
          </span>
        ) : null}
      </button>
      <div id={`${id}-panel`} className={s.panel} hidden={!open}>
        {panel ? (open ? panel({ uid, close }) : null) : (
        <>
        <h2 className={s.panelTitle}>
          <Trans>Notifications</Trans>
        </h2>
        <p className={s.panelText}>
          {unread > 0 ? (
            <Plural value={unread} one="You have # unread notification." other="You have # unread notifications." />
          ) : (
            <Trans>No new notifications</Trans>
          )}
        </p>
        </>
        )}
      </div>
    </div>
  );
}
