import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';
import Cascader from '../../react/src';
import { regions } from './helpers';

/** Runs in the react18 project only: proves the aliases reach the tests, the library and Testing Library. */
describe('React 18', () => {
  it('is the React that the tests, the component and Testing Library use', () => {
    expect(version.startsWith('18.')).toBe(true);
    expect(domVersion.startsWith('18.')).toBe(true);
    // Testing Library renders through its own react-dom/client import (hooks would throw with two
    // Reacts); React 18's renderer is the one that makes `useId` values like `:r0:`.
    render(<Cascader options={regions()} placeholder="pick" />);
    expect(screen.getByRole('combobox').getAttribute('aria-haspopup')).toBe('tree');
    expect(screen.getByRole('combobox').id).toMatch(/^:r[0-9a-z]+:input$/);
  });
});
