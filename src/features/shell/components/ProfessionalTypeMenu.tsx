import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { usePopup } from '@/lib/hooks/use-popup';
import { Icon } from './Icon';
import * as icons from './icons';
import { PROFESSIONAL_TYPE_ITEMS, professionalTypeOf } from './professional-types';
import * as s from './TopBar.css';

/**
 * The professional-type selector (spec 2): doctor, pharmacy or diagnostic, each opening its
 * find page. A disclosure button with links (not a <select> that navigates while arrowing).
 */
export function ProfessionalTypeMenu({ pathname }: { pathname: string }) {
  const { t, i18n } = useLingui();
  const popup = usePopup();
  const { open, close } = popup;

  const activeType = professionalTypeOf(pathname);
  const current = PROFESSIONAL_TYPE_ITEMS.find((item) => item.type === (activeType ?? 'doctors')) ?? PROFESSIONAL_TYPE_ITEMS[0]!;

  const typeName = i18n._(current.label);

  return (
    <div ref={popup.root} className={s.popRoot}>
      {/* oxlint-disable-next-line react/refs -- popup.button carries the button's ref object to its ref prop; nothing reads .current in render */}
      <button type="button" className={s.typeButton} aria-controls="professional-types" aria-label={t`Find: ${typeName}`} {...popup.button}>
        <Icon d={current.icon} className={s.typeIcon} />
        <span aria-hidden="true">{typeName}</span>
        <Icon d={icons.chevronDown} className={s.chevron} size={18} />
      </button>
      <ul id="professional-types" className={s.popover} role="list" hidden={!open}>
        {PROFESSIONAL_TYPE_ITEMS.map((item) => (
          <li key={item.type}>
            <Link
              to={item.to}
              className={s.popItem}
              activeOptions={{ exact: false, includeSearch: false }}
              aria-current={activeType === item.type ? 'page' : undefined}
              onClick={close}
            >
              <Icon d={item.icon} className={s.typeIcon} />
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
