"""Example user problems: `dyn-datagen --t2t_usr_dir=usr_problems ...`.

Importing the package registers its problems, as Tensor2Tensor's
--t2t_usr_dir expects.
"""

from usr_problems import translate_en_cs_sk  # pylint: disable=unused-import
from usr_problems import translate_en_sk_code  # pylint: disable=unused-import
from usr_problems import translate_en_sk_case_factor  # pylint: disable=unused-import
