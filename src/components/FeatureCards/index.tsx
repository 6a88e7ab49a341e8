import React from 'react';
import {Card, CardGrid} from '@site/src/components/CardGrid';

export type Feature = {title: string; description: React.ReactNode; to?: string};

export default function FeatureCards({features}: {features: Feature[]}): React.ReactNode {
  return (
    <CardGrid>
      {features.map((feature) => (
        <Card key={feature.title} {...feature} />
      ))}
    </CardGrid>
  );
}
