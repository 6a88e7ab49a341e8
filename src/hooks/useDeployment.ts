import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Deployment} from '@site/config/deployment';

/** Deploy-time values (hosts, support email, company) in React components. */
export default function useDeployment(): Deployment {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.deployment as Deployment;
}
