import { useCascaderLocale } from '@cascadia/react';
import type { LogEntry } from './regionServer';

type Wording = {
  failNext: string;
  log: string;
  /** Each kind of request, `{subject}` standing for its branch, saved path or search text. */
  request: Record<LogEntry['kind'], string>;
  status: Record<LogEntry['status'], string>;
  /** Between a request and its status. */
  separator: string;
  /** The error a failed request is rejected with, `{request}` standing for the request. */
  refused: string;
  /** Before the problem `onProblem` reported, which is quoted as it is. */
  problem: string;
};

/** The pretend server's words, in each language of the site: its panel shows them beside a demo. */
export const SERVER_TEXT: Record<'en' | 'zh', Wording> = {
  en: {
    failNext: 'Fail next request',
    log: 'Request log',
    request: { children: 'children of {subject}', search: 'search “{subject}”', path: 'path {subject}' },
    status: { pending: 'pending', answered: 'answered', failed: 'failed', aborted: 'aborted' },
    separator: ': ',
    refused: 'the server refused {request}',
    problem: 'Request failed: ',
  },
  zh: {
    failNext: '让下一个请求失败',
    log: '请求日志',
    request: { children: '{subject} 的子项', search: '搜索“{subject}”', path: '路径 {subject}' },
    status: { pending: '等待中', answered: '已应答', failed: '失败', aborted: '已中止' },
    separator: '：',
    refused: '服务器拒绝了请求：{request}',
    problem: '请求失败：',
  },
};

/** The error a failed request is rejected with: the component shows it in its failure message. */
export const refusal = (t: Wording, { kind, subject }: Pick<LogEntry, 'kind' | 'subject'>): string =>
  t.refused.replace('{request}', t.request[kind].replace('{subject}', subject));

/** The language of the site's page (its CascaderLocaleProvider): Chinese or English. */
export const useServerText = (): Wording =>
  useCascaderLocale()?.locale === 'zh-CN' ? SERVER_TEXT.zh : SERVER_TEXT.en;
