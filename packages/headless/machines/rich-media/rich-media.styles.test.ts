import { describe, expect, it } from 'vitest';
import { componentStyle } from './rich-media.styles';

describe('componentStyle', () => {
  it('takes the styleable properties with allowed values, hover values as custom properties', () => {
    expect(
      componentStyle(
        {
          'background-color': '#0057B8',
          color: 'white',
          'border-radius': '8px',
          border: '1px solid rgb(0, 0, 0)',
          'text-decoration': 'underline',
          'font-weight': '600',
          'font-style': 'italic',
          align: 'center',
          'background-color-hover': '#003d82',
          'color-hover': 'hsl(0, 0%, 90%)',
        },
        1,
      ),
    ).toEqual({
      backgroundColor: '#0057b8',
      color: 'white',
      borderRadius: '8px',
      border: '1px solid rgb(0, 0, 0)',
      textDecoration: 'underline',
      fontWeight: '600',
      fontStyle: 'italic',
      textAlign: 'center',
      '--cx-rm-hover-background-color': '#003d82',
      '--cx-rm-hover-color': 'hsl(0, 0%, 90%)',
    });
  });

  it('reads the shorthand flags, also for hover', () => {
    expect(
      componentStyle({ bold: true, italic: 'true', underline: false, 'underline-hover': true }, 1),
    ).toEqual({
      fontWeight: 'bold',
      fontStyle: 'italic',
      '--cx-rm-hover-text-decoration': 'underline',
    });
  });

  it('applies each style group', () => {
    const styles = {
      border: '1px solid red',
      'border-radius': '4px',
      'background-color': 'red',
      color: 'blue',
    };
    expect(Object.keys(componentStyle(styles, 1))).toEqual([
      'border',
      'borderRadius',
      'backgroundColor',
      'color',
    ]);
    expect(Object.keys(componentStyle(styles, 2))).toEqual(['backgroundColor', 'color']);
    expect(Object.keys(componentStyle(styles, 3))).toEqual(['color']);
  });

  it.each([
    ['background-color', 'url(javascript:alert(1))'],
    ['background-color', 'expression(alert(1))'],
    ['color', 'red;background:url(https://evil.example/x)'],
    ['color', 'red !important'],
    ['color', '</style><script>alert(1)</script>'],
    ['color', '\\65xpression(alert(1))'],
    ['border', '1px solid url(x)'],
    ['border-radius', 'calc(1px + 1px)'],
    ['font-weight', 'bold; position: fixed'],
    ['align', 'center; top: 0'],
    ['text-decoration', 'underline -moz-binding:url(x)'],
  ])('drops %s: %j', (property, value) => {
    expect(componentStyle({ [property]: value }, 1)).toEqual({});
  });

  it('drops unknown properties and non-text values', () => {
    expect(
      componentStyle({ position: 'fixed', behavior: 'url(x.htc)', color: 5, 'z-index': '9' }, 1),
    ).toEqual({});
    expect(componentStyle(undefined, 1)).toEqual({});
  });
});
