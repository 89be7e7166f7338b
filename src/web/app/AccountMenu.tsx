import { Menu } from '@mantine/core';
import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { paths } from '../lib/paths.js';
import { Link } from '../lib/router.js';

/**
 * The header's account menu. Its own chunk: Menu brings Popover, floating-ui, the focus trap and
 * the scroll lock, none of which is needed to draw the page; until it has loaded the layout shows
 * the same `target` button without the menu (ADR 008: it loads once the network is quiet).
 *
 * By keyboard it is a menu button (WAI-ARIA): opening it puts the focus on its first item, the
 * arrows move between the items, Escape closes it and gives the focus back to the button, and Tab
 * closes it and goes on from the button. The focus goes back to the button drawn now: a menu opened
 * before its code had arrived was asked for from the button drawn without it, which is gone.
 */
export default function AccountMenu({
  target,
  onSignOut,
  opened,
  onChange,
  replace,
  hadFocus,
}: {
  target: ReactElement;
  onSignOut: () => void;
  /** Kept by the layout: a tap on the button before the menu had loaded opens it on arrival. */
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** Opened over the phone's open menu: the profile takes the menu's history entry (AppLayout). */
  replace?: boolean;
  /** Whether the button drawn without the menu had the focus when this one took its place. */
  hadFocus?: RefObject<boolean>;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  // Open: the first item takes the focus (also when the menu opens on its code's arrival). Closed
  // with the focus in it, or with the focus fallen to the page: the button takes it back.
  // The button drawn without the menu had the focus and was taken away for this one (the focus
  // fell to the page): this one takes it, so the keyboard user stays where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only
  useEffect(() => {
    const at = document.activeElement;
    if (!opened && hadFocus?.current && (!at || at === document.body))
      button.current?.focus({ preventScroll: true });
  }, []);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (opened) {
      wasOpen.current = true;
      // The dropdown is drawn as its transition starts, a frame or two after `opened`.
      let frame = 0;
      let tries = 0;
      const focusFirst = () => {
        const first = dropdown.current?.querySelector<HTMLElement>('[data-menu-item]');
        if (first) first.focus({ preventScroll: true });
        else if (++tries < 30) frame = requestAnimationFrame(focusFirst);
      };
      focusFirst();
      return () => cancelAnimationFrame(frame);
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const at = document.activeElement;
    if (!at || at === document.body || dropdown.current?.contains(at)) button.current?.focus();
  }, [opened]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    // The browser moves the focus on from the button, forwards or back, once the menu has closed.
    button.current?.focus();
    onChange(false);
  };
  return (
    <Menu
      position="bottom-end"
      opened={opened}
      onChange={onChange}
      // The focus is kept as above, not by a trap or by Mantine's return to what had it at opening.
      trapFocus={false}
      returnFocus={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {cloneElement(target as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: button })}
      </Menu.Target>
      <Menu.Dropdown ref={dropdown} onKeyDown={onKeyDown}>
        <Menu.Label>Ayarlar</Menu.Label>
        <Menu.Item component={Link} to={paths.profile} replace={replace}>
          Profil
        </Menu.Item>
        <Menu.Item onClick={onSignOut}>Çıkış Yap</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
