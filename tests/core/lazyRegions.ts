import type { CascaderOption } from '@cascadia/core';

/**
 * A lazy region tree for the lazy-checking tests (Promise style and rc style alike): only the
 * provinces come with the options; 杭州 is itself lazy, so SHOW_CHILD has two levels to load.
 */
export const provinces = (): CascaderOption[] => [
  { label: '浙江', value: 'zj', isLeaf: false },
  { label: '江苏', value: 'js', isLeaf: false },
];

/** What the pretend server answers for each branch, by `pathId`. */
export const server: Record<string, CascaderOption[]> = {
  '["zj"]': [
    { label: '杭州', value: 'hangzhou', isLeaf: false },
    { label: '宁波', value: 'ningbo' },
  ],
  '["zj","hangzhou"]': [
    { label: '西湖', value: 'xihu' },
    { label: '余杭', value: 'yuhang' },
  ],
  '["js"]': [{ label: '南京', value: 'nanjing' }],
};
