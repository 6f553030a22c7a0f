import { Cascader } from '@cascadia/react';
import '@cascadia/react/styles.css';
import type { ComponentType } from 'react';
import { install } from './harness';

install('cascadia', Cascader as unknown as ComponentType<Record<string, unknown>>);
