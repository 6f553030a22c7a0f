import Cascader from 'rc-cascader';
import type { ComponentType } from 'react';
import './rc-cascader.css';
import { install } from './harness';

install('rc-cascader', Cascader as unknown as ComponentType<Record<string, unknown>>);
