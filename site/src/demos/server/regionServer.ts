import { useCallback, useMemo, useRef, useState } from 'react';
import { refusal, useServerText } from './requestText';

/**
 * A pretend region server for the demos of lazy loading, remote search and saved values: it
 * answers after a delay, keeps a log of its requests (answered, failed, aborted), honours an
 * AbortSignal, and fails the next request on demand. No network is involved; everything the
 * demos show about loading comes from the cascader, not from here.
 */

export interface Region {
  label: string;
  value: string;
  /** `false` on a branch whose children the server sends later. */
  isLeaf?: boolean;
  children?: Region[];
}

interface Place {
  label: string;
  value: string;
  children?: Place[];
}

/** What the server knows. Only the top level is sent up front. */
const WORLD: Place[] = [
  {
    label: '浙江',
    value: 'zj',
    children: [
      {
        label: '杭州',
        value: 'hangzhou',
        children: [
          { label: '西湖', value: 'xihu' },
          { label: '余杭', value: 'yuhang' },
        ],
      },
      { label: '宁波', value: 'ningbo', children: [{ label: '海曙', value: 'haishu' }] },
    ],
  },
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
    ],
  },
  {
    label: '北京',
    value: 'bj',
    children: [
      { label: '朝阳区', value: 'chaoyang' },
      { label: '海淀区', value: 'haidian' },
    ],
  },
];

/** A place as the server sends it: a branch without its children. */
const shallow = (place: Place): Region =>
  place.children
    ? { label: place.label, value: place.value, isLeaf: false }
    : { label: place.label, value: place.value };

/** The top level, as a page would get it with its first response. */
export const provinces = (): Region[] => WORLD.map(shallow);

/** The places along a value path, as far as it exists. */
function placesAlong(path: readonly (string | number)[]): Place[] {
  const found: Place[] = [];
  let level: Place[] | undefined = WORLD;
  for (const value of path) {
    const place: Place | undefined = level?.find((p) => p.value === value);
    if (!place) break;
    found.push(place);
    level = place.children;
  }
  return found;
}

/** One request, as data: the panel words it in the page's language. */
export interface LogEntry {
  id: number;
  /** What was asked: a branch's children, a search, or the places along a saved path. */
  kind: 'children' | 'search' | 'path';
  /** The branch or saved path (`zj/hangzhou`), or the search text. */
  subject: string;
  status: 'pending' | 'answered' | 'failed' | 'aborted';
}

export interface RegionServer {
  /** The children of the branch at `path`. */
  children(path: readonly (string | number)[], signal?: AbortSignal): Promise<Region[]>;
  /**
   * The paths to the districts (leaves) that match `query`: by their own label or by one above
   * them, as a real server answers a city's name with its districts.
   */
  search(query: string, signal?: AbortSignal): Promise<Region[][]>;
  /** The places along one saved value path. */
  path(path: readonly (string | number)[], signal?: AbortSignal): Promise<Region[]>;
  log: LogEntry[];
  failNext: boolean;
  setFailNext(fail: boolean): void;
}

/** The server, with its request log and "fail next request" switch as React state. */
export function useRegionServer(delay = 600): RegionServer {
  const text = useServerText();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [failNext, setFailNextState] = useState(false);
  const failNextRef = useRef(false);
  const nextId = useRef(1);

  const setFailNext = useCallback((fail: boolean) => {
    failNextRef.current = fail;
    setFailNextState(fail);
  }, []);

  const request = useCallback(
    <T>(
      kind: LogEntry['kind'],
      subject: string,
      answer: () => T,
      signal?: AbortSignal,
      wait = delay,
    ): Promise<T> => {
      const id = nextId.current++;
      const fails = failNextRef.current;
      if (fails) setFailNext(false);
      const mark = (status: LogEntry['status']) =>
        setLog((entries) => entries.map((e) => (e.id === id ? { ...e, status } : e)));
      setLog((entries) => [...entries.slice(-7), { id, kind, subject, status: 'pending' }]);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          if (fails) {
            mark('failed');
            reject(new Error(refusal(text, { kind, subject })));
          } else {
            mark('answered');
            resolve(answer());
          }
        }, wait);
        function onAbort() {
          clearTimeout(timer);
          mark('aborted');
          // An aborted request never answers, so the failure the switch asked for goes to the
          // next one: typing slowly (a search sent after the first keystroke, aborted by the
          // second) must not use it up on a request nobody sees fail.
          if (fails) setFailNext(true);
          reject(signal?.reason);
        }
        signal?.addEventListener('abort', onAbort);
      });
    },
    [delay, setFailNext, text],
  );

  return useMemo(
    () => ({
      children: (path, signal) =>
        request(
          'children',
          path.join('/'),
          () => (placesAlong(path).at(-1)?.children ?? []).map(shallow),
          signal,
        ),
      search: (query, signal) =>
        request(
          'search',
          query,
          () => {
            const paths: Region[][] = [];
            const walk = (places: Place[], above: Region[], matched: boolean) => {
              for (const place of places) {
                const here = [...above, shallow(place)];
                const matches = matched || place.label.includes(query);
                if (place.children) walk(place.children, here, matches);
                else if (matches) paths.push(here);
              }
            };
            walk(WORLD, [], false);
            return paths;
          },
          signal,
          // A search scans more than one list: it takes longer.
          delay * 2,
        ),
      path: (path, signal) => request('path', path.join('/'), () => placesAlong(path).map(shallow), signal),
      log,
      failNext,
      setFailNext,
    }),
    [request, log, failNext, setFailNext, delay],
  );
}
