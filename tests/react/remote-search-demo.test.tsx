import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RemoteSearch from '../../site/src/demos/remote-search';
import { combobox, flush } from './helpers';

/**
 * The site's remote-search demo over its pretend server (issue 23, item 6): a city's name found
 * its districts nowhere ("Nothing found" though the server answered 浙江 / 杭州), and what a
 * search listed depended on what was searched before it.
 */

const results = () =>
  Array.from(document.querySelectorAll('.rc-cascader-dropdown [role="tree"] [role="treeitem"]')).map(
    (row) => row.textContent,
  );

async function search(text: string) {
  await act(async () => fireEvent.change(combobox(), { target: { value: text } }));
  // The debounce, then the server's answer (it takes a while: a search scans every list).
  await act(async () => vi.advanceTimersByTimeAsync(5_000));
}

async function openDemo() {
  vi.useFakeTimers();
  render(<RemoteSearch />);
  await act(async () => fireEvent.mouseDown(document.querySelector('.rc-cascader-selector')!));
  await flush();
}

describe('remote-search demo', () => {
  it('a city lists its districts; a province all of its own', async () => {
    await openDemo();
    await search('杭州');
    expect(results()).toEqual(['浙江 / 杭州 / 西湖', '浙江 / 杭州 / 余杭']);
    expect(screen.queryByText('Nothing found')).toBeNull();
    await search('浙江');
    expect(results()).toEqual(['浙江 / 杭州 / 西湖', '浙江 / 杭州 / 余杭', '浙江 / 宁波 / 海曙']);
  });

  it('what a search lists does not depend on what was searched before it', async () => {
    await openDemo();
    await search('余杭');
    expect(results()).toEqual(['浙江 / 杭州 / 余杭']);
    await search('杭州');
    // In the order the tree now has them: 余杭 joined it first.
    expect(results().sort()).toEqual(['浙江 / 杭州 / 余杭', '浙江 / 杭州 / 西湖']);
  });
});
