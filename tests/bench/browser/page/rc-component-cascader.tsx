import Cascader from '@rc-component/cascader';
import type { ComponentType } from 'react';
import './rc-cascader.css';
import './rc-component-cascader.css';
import { install } from './harness';

install('rc-component-cascader', Cascader as unknown as ComponentType<Record<string, unknown>>);
