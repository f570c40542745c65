/* libyaml, from Debian's libyaml-dev (pkg-config: yaml-0.1): the YAML 1.1 event parser that
 * reads the JSON and YAML files a §8 side may name (fixtures, OpenAPI documents, JSON Schema). */
#include <yaml.h>
