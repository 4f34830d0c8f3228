import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useUi } from '@client/app/app-context';
import type { MemberInfo } from '@shared/api';
import { useOpenCentre } from '@client/lib/use-open-centre';

/** Closes an open menu on Escape (focus back on its button) and on a press outside it. */
function useMenuDismiss(open: boolean, setOpen: (open: boolean) => void, menu: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menu.current?.querySelector<HTMLButtonElement>('.avatar-button')?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen, menu]);
}

/**
 * The avatar and its menu (docs/product.md 2.3): nickname, member label, the member centre, account
 * and betting records, support, the agent centre for agents, and sign out. It closes on Escape,
 * on a press outside and after a choice.
 */
export function AvatarMenu({ name, label, agent }: { name: string; label: MemberInfo['clubLabel']; agent: boolean }) {
  const { t } = useTranslation();
  const openAuth = useUi((s) => s.openAuth);
  const openCentre = useOpenCentre();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useMenuDismiss(open, setOpen, menu);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const item = (text: string, action: () => void, className = 'menu-item') => (
    <button type="button" role="menuitem" className={className} onClick={choose(action)}>
      {text}
    </button>
  );
  return (
    <div className="avatar-menu" ref={menu}>
      <button type="button" className="avatar-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="avatar-name">{name}</span>
      </button>
      {open && (
        <div className="avatar-panel" role="menu">
          <p className="avatar-nickname">{name}</p>
          {label ? (
            <button
              type="button"
              role="menuitem"
              className="member-label"
              style={{ color: label.color, background: label.color2 }}
              onClick={choose(() => openCentre.member('playerRank'))}
            >
              {label.labelName}
            </button>
          ) : (
            item(t('header.memberLabel'), () => openCentre.member('securityCenter'), 'menu-item member-label-empty')
          )}
          {item(t('header.members'), () => openCentre.member('securityCenter'))}
          {item(t('centre.member.transactionHistory'), () => openCentre.member('transactionHistory'))}
          {item(t('centre.member.personalHistoryCopy'), () => openCentre.member('personalHistoryCopy'))}
          {item(t('centre.member.supportTicket'), () => openCentre.member('supportTicket'))}
          {agent && item(t('centre.agent.title'), () => openCentre.agent())}
          {item(t('auth.logout'), () => openAuth('logout'))}
        </div>
      )}
    </div>
  );
}
