import { describe, expect, it } from 'vitest';
import { firstWindow } from '../../react/src/components/firstWindow';

/** 32 px rows in a 180 px list: six rows show (the sixth cut by the bottom edge). */
const ROW = 32;
const LIST = 180;

describe('firstWindow: the rows a column renders while it appears', () => {
  it('renders the first screenful of a long column whose target leaves it at its start, the rest later', () => {
    expect(firstWindow(50, 0, ROW, LIST)).toEqual({ start: 0, end: 6, count: 50 });
    expect(firstWindow(50, 'start', ROW, LIST)).toEqual({ start: 0, end: 6, count: 50 });
    expect(firstWindow(50, 4, ROW, LIST)).toEqual({ start: 0, end: 6, count: 50 });
  });

  it('renders one more below a target that the list scrolls to: the next row shows in the padding', () => {
    // The sixth row is cut by the bottom edge: showing it whole scrolls the list, and the seventh peeks in.
    expect(firstWindow(50, 5, ROW, LIST)).toEqual({ start: 0, end: 7, count: 50 });
  });

  it('ends with the target and one more when the target is further down', () => {
    expect(firstWindow(50, 30, ROW, LIST)).toEqual({ start: 24, end: 32, count: 50 });
  });

  it('renders a short column whole at once: leaving out less than a screenful is not worth a second pass', () => {
    expect(firstWindow(8, 1, ROW, LIST)).toBeNull();
    expect(firstWindow(11, 0, ROW, LIST)).toBeNull();
    expect(firstWindow(12, 0, ROW, LIST)).toEqual({ start: 0, end: 6, count: 12 });
  });
});
