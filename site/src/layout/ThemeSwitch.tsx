import { AnimatePresence, m } from 'framer-motion';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { AutoIcon, CheckIcon, MoonIcon, SunIcon } from '../components/icons';
import { useMessages } from '../i18n/useLocale';
import type { ColorPreference } from '../theme/color';
import { useThemeStore } from '../theme/store';
import { CHROME_TOGGLE_ATTRIBUTE, useChromeStore } from './chromeStore';
import './ThemeSwitch.css';

const ICONS = { light: SunIcon, dark: MoonIcon, auto: AutoIcon } as const;

/** A menu button with light / dark / auto, following the WAI-ARIA menu button pattern. */
export function ThemeSwitch() {
  const messages = useMessages();
  const color = useThemeStore((s) => s.color);
  const setColor = useThemeStore((s) => s.setColor);
  const open = useChromeStore((s) => s.themeListOpen);
  const setOpen = useChromeStore((s) => s.setThemeListOpen);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const labels: Record<ColorPreference, string> = {
    light: messages.themeLight,
    dark: messages.themeDark,
    auto: messages.themeAuto,
  };
  const options: ColorPreference[] = ['light', 'dark', 'auto'];
  const Current = ICONS[color];

  // Opening moves focus to the checked item, as the menu button pattern expects.
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') buttonRef.current?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="theme-switch">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        {...{ [CHROME_TOGGLE_ATTRIBUTE]: '' }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${messages.theme}: ${labels[color]}`}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Current />
      </button>
      <AnimatePresence>
        {open && (
          <m.ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={messages.theme}
            className="theme-switch-menu"
            initial={{ opacity: 0, y: -4 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -4 }}
            transition={{ duration: 0.12 }}
            onKeyDown={onMenuKeyDown}
          >
            {options.map((option) => {
              const OptionIcon = ICONS[option];
              return (
                <li key={option} role="none">
                  <button
                    type="button"
                    role="menuitemradio"
                    aria-checked={option === color}
                    tabIndex={-1}
                    data-color={option}
                    onClick={() => {
                      setColor(option);
                      setOpen(false);
                      buttonRef.current?.focus();
                    }}
                  >
                    <OptionIcon />
                    <span>{labels[option]}</span>
                    {option === color && <CheckIcon className="theme-switch-check" />}
                  </button>
                </li>
              );
            })}
          </m.ul>
        )}
      </AnimatePresence>
    </div>
  );
}
